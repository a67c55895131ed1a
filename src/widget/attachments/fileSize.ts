/** `bytes` as a reader reads a file's size (KB and MB of 1024, one decimal below 10 MB): "812 bytes", "34 KB", "4.2 MB". */
export function fileSize(bytes: number, byteUnit: string, kilo: string, mega: string, point: string): string {
  if (bytes < 1024) return `${bytes}\u00a0${byteUnit}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}\u00a0${kilo}`;
  const mib = bytes / (1024 * 1024);
  return `${(mib < 10 ? Math.round(mib * 10) / 10 : Math.round(mib)).toString().replace(".", point)}\u00a0${mega}`;
}
