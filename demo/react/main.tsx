import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AssistantWidget } from "../../src/index";
import "../../src/styles.css";

/** The demo's React page: a popover widget (launcher in the corner, and the page menu beside the title) and an inline one. */
const baseUrl = new URLSearchParams(location.search).get("mock") ?? import.meta.env.VITE_MOCK_URL ?? "";
/** The service API the docs pages' bar chose (or `?api=v2`): both widgets speak it. */
const asked = new URLSearchParams(location.search).get("api") ?? localStorage.getItem("demo-api-version");
const apiVersion = asked === "v2" ? "v2" : "v1";
/** This page is about Nimbus 2 in English: answers cite those docs only. */
const filter = { version: "v2", language: "en" };
const exampleQuestions = ["How do I install the Nimbus CLI?", "How do I rotate an API key?", "What happens when I hit the rate limit?"];

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AssistantWidget
      domain="demo"
      apiKey="svc_dsc_demo_public"
      baseUrl={baseUrl}
      apiVersion={apiVersion}
      filter={filter}
      exampleQuestions={exampleQuestions}
      pageActions={["copy", "chatgpt", "claude", "ask"]}
    />
    <section aria-label="Inline assistant" style={{ height: "32rem", marginTop: "2rem" }}>
      <AssistantWidget
        domain="demo"
        apiKey="svc_dsc_demo_public"
        baseUrl={baseUrl}
        apiVersion={apiVersion}
        mode="inline"
        title="Ask the Nimbus docs"
        shortcut={false}
        threadStorage="none"
        filter={filter}
        exampleQuestions={exampleQuestions}
      />
    </section>
  </StrictMode>,
);
