/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DOCS_ASSISTANT_DOMAIN?: string;
  readonly VITE_DOCS_ASSISTANT_KEY?: string;
  readonly VITE_DOCS_ASSISTANT_URL?: string;
}
