// swr imports `use-sync-external-store/shim`, a CommonJS file that would `require("react")` from the root
// (React 19). React 18 has the hook built in, which is all the shim returns on React 18 anyway.
export { useSyncExternalStore } from "react";
