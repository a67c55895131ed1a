import docgen from "react-docgen-typescript";
import { GROUPED_PROPS } from "../../stories/widget/widgetArgTypes";

/**
 * What Storybook's autodocs show for the widget and the part components, read by the same parser with
 * the options Storybook's react-docgen-typescript preset uses: every prop described from its JSDoc,
 * every optional value prop with its `@default`.
 */
const COMPONENTS = {
  AssistantWidget: "src/widget/AssistantWidget.tsx",
  MessageParts: "src/parts/MessageParts.tsx",
  TextPart: "src/parts/TextPart.tsx",
  ReasoningPart: "src/parts/ReasoningPart.tsx",
  SourceList: "src/parts/SourceList.tsx",
  StepStartPart: "src/parts/StepStartPart.tsx",
  SuggestionList: "src/parts/SuggestionList.tsx",
  ToolInvocationPart: "src/parts/ToolInvocationPart.tsx",
};

const parser = docgen.withCompilerOptions(
  { jsx: 4 /* react-jsx */, strict: true, esModuleInterop: true, module: 99 /* ESNext */, moduleResolution: 100 /* Bundler */, skipLibCheck: true },
  {
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    savePropValueAsString: true,
    propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
  },
);
const docs = parser.parse(Object.values(COMPONENTS));
const docOf = (name: string) => docs.find((doc) => doc.displayName === name);

describe("autodocs", () => {
  test.each(Object.keys(COMPONENTS))("%s has a description and every prop is described, with defaults", (name) => {
    const doc = docOf(name);
    expect(doc, name).toBeDefined();
    expect(doc!.description.length).toBeGreaterThan(20);
    const props = Object.values(doc!.props);
    expect(props.filter((prop) => prop.description.trim() === "").map((prop) => prop.name)).toEqual([]);
    const valueProps = props.filter((prop) => !prop.required && !/=>/.test(prop.type.name));
    expect(valueProps.filter((prop) => !prop.defaultValue).map((prop) => prop.name)).toEqual([]);
  }, 60_000);

  test("the widget's enumerated props offer their values as controls", () => {
    const props = docOf("AssistantWidget")!.props;
    for (const name of ["mode", "theme", "deployment", "threadStorage", "apiVersion"]) {
      expect(props[name]?.type.name, name).toBe("enum");
    }
    expect(props.mode!.type.value.map((option: { value: string }) => option.value)).toEqual(['"popover"', '"inline"', '"sidebar"']);
    expect(props.apiVersion!.type.value.map((option: { value: string }) => option.value)).toEqual(['"v1"', '"v2"']);
  });

  test("every prop of the widget sits in a group of the docs table", () => {
    expect([...GROUPED_PROPS].sort()).toEqual(Object.keys(docOf("AssistantWidget")!.props).sort());
  });
});
