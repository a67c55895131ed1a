import { createContext } from "react";

/**
 * Whether the code blocks inside are closed (their fence ended, or the answer did): a block that
 * still streams is drawn plain and loads no grammar. The markdown pipeline provides it per block;
 * without it a block counts as closed. `CodeBlock`'s `closed` prop wins over it.
 */
export const CodeBlockClosedContext = createContext(true);
CodeBlockClosedContext.displayName = "CodeBlockClosedContext";
