/** The catalogues' version, written in by the build (build/catalogue-files.ts). */
declare const __CATALOGUES_VERSION__: string;
