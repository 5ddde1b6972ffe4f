import { useMemo, type ReactNode } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { SERVER_TEXT_SCOPE } from "./scope";

type Primitive = string | number | boolean | Date | null | undefined;
/** A rich text's tag, as `<link>Sign in</link>` in a message: its chunks drawn by the caller. */
type Tag = (chunks: ReactNode[]) => ReactNode;

export interface Translate<Key extends string> {
  /** The message as text, its `{arguments}` filled (plurals and numbers by the page's language). */
  (key: Key, values?: Record<string, Primitive>): string;
  /** The message with its tags drawn as elements (`<b>`, `<link>`): for JSX only. */
  rich(key: Key, values: Record<string, Primitive | ReactNode | Tag>): ReactNode;
  /** Plurals, dates and numbers of the page's language (react-intl's IntlShape). */
  intl: IntlShape;
}

/**
 * The texts of one part of the app, typed by its English catalogue: a feature's
 * `messages/index.ts` writes `export const useT = scoped<typeof en>("contact")`, and its
 * components `const t = useT(); t("title")`. The scope is the catalogue's folder (./scope.ts).
 */
export function scoped<Catalogue extends Record<string, string>>(scope: string): () => Translate<keyof Catalogue & string> {
  return function useT() {
    const intl = useIntl();
    // The same function while the language stays: safe in an effect's dependencies.
    return useMemo(() => translator<keyof Catalogue & string>(intl, scope), [intl]);
  };
}

/**
 * A text of the shared rules (a validation message from packages/domain, written in English) in the
 * page's language: its translation when the catalogue has one (`server.<English>`), else as it is.
 */
export function useServerText(): (text: string) => string {
  const intl = useIntl();
  return useMemo(
    () => (text: string) => {
      const translated = intl.messages[`${SERVER_TEXT_SCOPE}.${text}`];
      return typeof translated === "string" ? translated : text;
    },
    [intl],
  );
}

/** Outside a component (a toast after a mutation), with the IntlShape the component passed on. */
export function translator<Key extends string>(intl: IntlShape, scope: string): Translate<Key> {
  const t = ((key: Key, values?: Record<string, Primitive>) => intl.formatMessage({ id: `${scope}.${key}` }, values)) as Translate<Key>;
  t.rich = (key, values) => intl.formatMessage({ id: `${scope}.${key}` }, values as Record<string, never>) as ReactNode;
  t.intl = intl;
  return t;
}
