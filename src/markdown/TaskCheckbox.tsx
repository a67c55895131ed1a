export interface TaskCheckboxProps {
  /** Whether the task is done (`- [x]`). */
  checked: boolean;
  /** The item's text, which names the checkbox (GFM draws it bare, with no accessible name). */
  name: string;
}

/** A task list item's checkbox: shown, not changeable, named by its item. */
export function TaskCheckbox({ checked, name }: TaskCheckboxProps) {
  return <input type="checkbox" checked={checked} disabled aria-label={name || undefined} />;
}
