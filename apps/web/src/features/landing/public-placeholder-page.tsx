import { Link } from "react-router";
import { ComingSoon } from "../../components/coming-soon";
import { paths } from "../../config/paths";

/** A public page announced by the landing page whose content comes in a later release. */
export function PublicPlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6">
      <title>{`${title} · Berean`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 mb-10 text-slate-600">{description}</p>
      <ComingSoon title="Coming soon">
        <p>
          This page is being built. In the meantime,{" "}
          <Link to={paths.auth.register} className="font-semibold text-indigo-600 hover:underline">
            create a free account
          </Link>{" "}
          to be ready for the next quiz.
        </p>
      </ComingSoon>
    </div>
  );
}
