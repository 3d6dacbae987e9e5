// Types of what tests import from bench/bridge-scale/question.mjs.
export declare const QUESTION_SCHEMA: { type: 'object'; properties: { sent: { type: 'number'; title: string } }; required: ['sent'] };
export declare const questionText: (channel: string, sent: number) => string;
export declare function channelOfQuestion(text: string): string | undefined;
export declare function sentOfQuestion(text: string): number;
