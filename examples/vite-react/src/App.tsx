import { AssistantWidget, type AssistantWidgetEvent } from "docs-assistant-widget";

/** The docs page: a launcher in the corner that opens the assistant (Cmd/Ctrl+I opens it too). */
export function App() {
  return (
    <main>
      <h1>Getting started</h1>
      <pre>
        <code>npm install docs-assistant-widget</code>
      </pre>
      <AssistantWidget
        domain={import.meta.env.VITE_DOCS_ASSISTANT_DOMAIN ?? "demo"}
        apiKey={import.meta.env.VITE_DOCS_ASSISTANT_KEY ?? "svc_dsc_demo_public"}
        baseUrl={import.meta.env.VITE_DOCS_ASSISTANT_URL ?? "http://127.0.0.1:8787"}
        exampleQuestions={["How do I install it?", "What are the rate limits?"]}
        onEvent={(event: AssistantWidgetEvent) => {
          if (event.type === "answer-finished") console.info("answered with", event.sources.length, "sources");
        }}
      />
    </main>
  );
}
