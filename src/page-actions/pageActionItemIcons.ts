import type { PageAction } from "./pageActionTypes";

const OPEN_ELSEWHERE = "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5";

/** The menu items' line icons (24×24, stroked), as path data: the chat assistants share one, a page opened elsewhere. */
export const PAGE_ACTION_ITEM_ICONS: Record<PageAction, string> = {
  copy: "M9 9h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1",
  markdown: "M3 6h18v12H3zM6 15V9l2.5 3L11 9v6M15 9v6m-2-2 2 2 2-2",
  chatgpt: OPEN_ELSEWHERE,
  claude: OPEN_ELSEWHERE,
  ask: "M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15v4m-2-2h4",
};
