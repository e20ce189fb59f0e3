// Types of scripts/build-server.mjs, for the TypeScript that imports it (bench/cli-start.ts).
export declare const serverBundle: string;
export declare const cliBundle: string;
export declare function serverBundleIsStale(): boolean;
export declare function cliBundleIsStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function buildCli(): Promise<void>;
