/**
 * Islands: how the public pages (landing, hub, book pages) stay light for visitors.
 *
 * The server renders those pages to HTML for visitors and sends them without the app's bundle.
 * The few parts a visitor can interact with (the mobile menu, the book search, the category
 * dialogs, the FAQ, the testimonials, the live-event countdown) are islands: each is rendered
 * on the server as its own React root inside a `data-island` element, with its props beside
 * it, and the small islands script (./main.tsx) hydrates exactly those roots. Everything else
 * on the page is plain HTML that never runs JavaScript. Links are ordinary page loads there.
 *
 * Inside the app (members, and any page the SPA draws) an island is just its component.
 */
import { createContext, useContext, type ComponentType, type ReactElement } from "react";
import type { IslandName } from "./names";

/** Takes an island's element while the server renders a page and gives back the HTML to put in its place (null in the browser). */
export type RenderIsland = (name: IslandName, element: ReactElement) => string;

export const ServerIslands = createContext<RenderIsland | null>(null);

/** The useId prefix of an island's root: the same on the server and in the browser, so ids match. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/** Props travel as JSON in the element's data-props attribute. */
type JsonProps = Record<string, string | number | boolean | null>;

export function Island<P extends JsonProps>({ name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  const renderIsland = useContext(ServerIslands);
  if (!renderIsland) return <Component {...props} />;
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      // The wrapper takes no box: the island lays out as if it were not there.
      style={{ display: "contents" }}
      dangerouslySetInnerHTML={{ __html: renderIsland(name, <Component {...props} />) }}
    />
  );
}
