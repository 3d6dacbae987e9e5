export declare const coreAliases: { find: RegExp; replacement: string }[];
export declare const reactAliases: { find: RegExp; replacement: string }[];
