import { LineIcon } from "../LineIcon";

/** A page with a folded corner: a file that is not an image. */
export function FileIcon() {
  return (
    <LineIcon className="daw-file-icon" strokeWidth={1.8}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </LineIcon>
  );
}
