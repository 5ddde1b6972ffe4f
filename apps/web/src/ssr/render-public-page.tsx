/**
 * Server rendering of the public pages that must read without JavaScript (the 66 book pages and
 * the 404 page). The API imports this file (apps/api/src/modules/hub); the browser never does.
 * The SPA later renders the same components from the same data, so the page does not move.
 */
import { StrictMode, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { BookPage } from "@berean/domain";
import { NotFoundPage } from "../features/errors/not-found-page";
import { BookPageFrame } from "../features/hub/book-page";

function render(location: string, children: ReactNode): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={location}>{children}</StaticRouter>
    </StrictMode>,
  );
}

/** The markup of a book page as a visitor sees it (visitors are who the server renders for). */
export function renderBookPageMarkup(page: BookPage, location: string): string {
  return render(location, <BookPageFrame page={page} signedIn={false} />);
}

export function renderNotFoundMarkup(location: string): string {
  return render(location, <NotFoundPage />);
}
