export declare const BUILD_INPUTS: string[]
export declare const STAMP_FILE: string
export declare function sourceFingerprint(root: string, inputs?: string[]): string
export declare function needsBuild(buildDir: string, fingerprint: string): boolean
export declare function writeStamp(buildDir: string, fingerprint: string): void
export declare const SERVER_STAMP_FILE: string
export declare const SERVER_EXTRA_INPUTS: string[]
export declare function serverNeedsBundle(root: string, buildDir: string): boolean
export declare function writeServerStamp(root: string, buildDir: string, inputs: string[]): void
