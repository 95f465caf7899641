export declare const CHROMIUM_NAMES: string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
export declare function onPath(name: string, env?: NodeJS.ProcessEnv): string | null;
export declare function isExecutableFile(path: string): boolean;
