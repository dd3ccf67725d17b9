/** Types of serverCommand.mjs, for the TypeScript that imports it (playwright.config.ts). */
export declare const DEFAULT_SERVER_HEAP_MB: number;
export declare function serverHeapMegabytes(env?: NodeJS.ProcessEnv): number;
export declare function serverArgs(nodeFlags?: readonly string[], env?: NodeJS.ProcessEnv): string[];
export declare function serverCommandLine(env?: NodeJS.ProcessEnv): string;
export declare class ServerHeapError extends Error {}
export declare function serverArgsOrExit(nodeFlags?: readonly string[], env?: NodeJS.ProcessEnv): string[];
