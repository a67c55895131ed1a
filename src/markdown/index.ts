export { safeUrl } from "./urlPolicy";
