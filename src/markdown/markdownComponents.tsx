import type { Element, ElementContent } from "hast";
import { createContext, useContext, type ComponentProps } from "react";
import type { Components } from "react-markdown";
import { CodeBlock } from "./CodeBlock";
import type { MarkdownLabels } from "./markdownLabels";
import { safeLinkAttributes } from "./urlPolicy";

/** The text of the task list item being drawn, which names its checkbox. */
const TaskItemText = createContext<string | undefined>(undefined);

/**
 * How react-markdown draws the elements that need more than HTML: links (the URL policy, checked
 * again here, and safe new-tab attributes), code blocks (label + Copy), tables (scroll sideways) and
 * task list checkboxes (named by their item's text: GFM draws them bare, with no accessible name).
 */
export function markdownComponents(labels: MarkdownLabels): Components {
  return {
    a({ node: _node, href, children, target: _target, rel: _rel, ...rest }) {
      const link = safeLinkAttributes(href);
      if (!link) return <span className={rest.className}>{children}</span>;
      return (
        <a {...rest} {...link}>
          {children}
          {link.target ? <span className="daw-visually-hidden"> {labels.opensInNewTab}</span> : null}
        </a>
      );
    },
    pre({ node }) {
      const code = node?.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
      const text = textOf(code ? code.children : (node?.children ?? [])).replace(/\n$/, "");
      return <CodeBlock code={text} language={languageOf(code)} labels={labels} />;
    },
    table({ node: _node, ...rest }) {
      return (
        <div className="daw-md-table-wrap" tabIndex={0}>
          <table {...rest} />
        </div>
      );
    },
    li({ node, ...rest }) {
      const classes = node?.properties.className;
      if (!(Array.isArray(classes) && classes.includes("task-list-item"))) return <li {...rest} />;
      const text = textOf((node?.children ?? []).filter((child) => !(child.type === "element" && /^(ul|ol)$/.test(child.tagName))));
      return (
        <TaskItemText.Provider value={text.trim().slice(0, 200)}>
          <li {...rest} />
        </TaskItemText.Provider>
      );
    },
    input({ node: _node, ...rest }) {
      return <TaskCheckbox {...rest} />;
    },
    // Never reached (rehypeImagesAsLinks turns images into links first); kept so no image can ever load.
    img({ alt }) {
      return <span className="daw-md-image">{alt || labels.imageFallback}</span>;
    },
  };
}

function TaskCheckbox(props: ComponentProps<"input">) {
  const name = useContext(TaskItemText);
  return <input {...props} aria-label={name || undefined} />;
}

function languageOf(code: Element | undefined): string | undefined {
  const classes = code?.properties.className;
  const list = Array.isArray(classes) ? classes : [];
  const name = list.map(String).find((value) => value.startsWith("language-"));
  return name ? name.slice("language-".length, "language-".length + 40) || undefined : undefined;
}

function textOf(nodes: ElementContent[]): string {
  return nodes.map((node) => (node.type === "text" ? node.value : node.type === "element" ? textOf(node.children) : "")).join("");
}
