// Types of what tests import from bench/bridge-scale/question.mjs.
export declare const QUESTION_SCHEMA: {
  type: 'object';
  properties: { sent: { type: 'number'; title: string }; id: { type: 'string'; title: string } };
  required: ['sent', 'id'];
};
export declare const questionText: (channel: string, sent: number) => string;
export declare function channelOfQuestion(text: string): string | undefined;
export declare function sentOfQuestion(text: string): number;
