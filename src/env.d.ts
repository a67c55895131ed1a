/// <reference types="vite/client" />

/** The package's version, put in by the build. */
declare const __WIDGET_VERSION__: string;
