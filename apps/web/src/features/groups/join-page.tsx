import { Link2Off, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { GROUP_MESSAGES, type InvitePreview } from "@berean/domain";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useServerText } from "../../i18n";
import { isApiError } from "../../lib/api";
import { loginThenBack, rememberNextPath, takeRememberedNextPath, useMe } from "../../lib/session";
import { useInvitePreview, useJoinGroup } from "./api/groups";
import { groupPlace } from "./group-place";
import { useT } from "./messages";

/**
 * /join/:code, open to visitors (docs/architecture.md §4 'Groups'): the group an invitation
 * leads to. A visitor who opens it is remembered in this browser as invited (a day), whichever way
 * they then register or sign in — the card's buttons, the header's, a sign-in later from another
 * page: the sign-in comes back here, and they are joined and land in the group. A member already
 * signed in joins with 'Join group' (a link alone never joins a member), or, already in, goes
 * straight to the group.
 */
export function JoinPage() {
  const t = useT();
  const code = useParams().code ?? "";
  const preview = useInvitePreview(code);
  const me = useMe();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col">
      {preview.isPending || me.isPending ? (
        <DelayedSpinner label={t("openingInvitation")} />
      ) : preview.isError ? (
        isApiError(preview.error) && (preview.error.status === 404 || preview.error.status === 400) ? (
          <InvalidInvite signedIn={Boolean(me.data)} />
        ) : (
          <ErrorState message={preview.error.message} onRetry={() => void preview.refetch()} retrying={preview.isFetching} />
        )
      ) : (
        <InviteCard code={code} preview={preview.data} signedIn={Boolean(me.data)} />
      )}
    </div>
  );
}

function InvalidInvite({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const said = useServerText();
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <title>{t("invalidPageTitle")}</title>
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Link2Off className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-bold text-slate-900">{said(GROUP_MESSAGES.inviteInvalid)}</h1>
      <p className="max-w-sm text-sm text-slate-600">{t("invalidDescription")}</p>
      <Button asChild className="mt-2">
        <Link to={signedIn ? paths.member.groups : paths.home}>{signedIn ? t("goToGroups") : t("goHome")}</Link>
      </Button>
    </Card>
  );
}

function InviteCard({ code, preview, signedIn }: { code: string; preview: InvitePreview; signedIn: boolean }) {
  const t = useT();
  const place = groupPlace(preview);
  const join = useJoinGroup(code);
  const navigate = useNavigate();
  const [joinError, setJoinError] = useState<string | null>(null);
  const here = paths.join(code);
  // A visitor who opened the invitation asked to join: once signed in, they are joined.
  const [asked] = useState(() => signedIn && joinIntended(code));
  useEffect(() => {
    if (signedIn) return;
    rememberJoinIntent(code);
    // A sign-in with no way back in its address (the confirmation mail's link) comes back here.
    rememberNextPath(here);
  }, [signedIn, code, here]);

  const joinGroup = () => {
    setJoinError(null);
    join.mutate(undefined, {
      onSettled: forgetJoinIntent,
      onSuccess: ({ groupId, alreadyMember }) => {
        if (!alreadyMember) toast.success(t("welcomeToast", { name: preview.groupName }));
        void navigate(paths.member.group(groupId), { replace: true });
      },
      onError: (error) => setJoinError(isApiError(error) ? error.message : t("joinFailed")),
    });
  };

  // A member who already belongs goes straight to the group (the join answers its id, changing
  // nothing); one who comes back from registering or signing in to join is joined.
  const sent = useRef(false);
  const joinsAtOnce = signedIn && (preview.alreadyMember || asked);
  useEffect(() => {
    if (joinsAtOnce && !sent.current) {
      sent.current = true;
      joinGroup();
    }
  });
  if (joinsAtOnce && !joinError) return <DelayedSpinner label={preview.alreadyMember ? t("openingGroup") : t("joiningGroup")} />;

  return (
    <Card className="flex flex-col gap-5 p-6 sm:p-8">
      <title>{t("joinPageTitle", { name: preview.groupName })}</title>
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Users className="size-6" aria-hidden />
        </span>
        <p className="text-sm font-medium text-indigo-700">{t("invited")}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere]">{t("joinHeading", { name: preview.groupName })}</h1>
        {place ? <p className="text-slate-700 [overflow-wrap:anywhere]">{place}</p> : null}
        <p className="text-sm text-slate-600">{t("memberCount", { count: preview.memberCount })}</p>
      </div>
      <p className="text-center text-sm text-slate-600">{t("joinExplain")}</p>
      {joinError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {joinError}
        </p>
      ) : null}
      {signedIn ? (
        <Button onClick={joinGroup} disabled={join.isPending} size="lg">
          {join.isPending ? t("joining") : t("joinGroup")}
        </Button>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-center text-sm font-medium text-slate-900">{t("signInToJoin")}</p>
          <Button asChild size="lg">
            <Link to={`${paths.auth.register}?next=${encodeURIComponent(here)}`}>{t("createAccount")}</Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <Link to={loginThenBack(here)}>{t("signIn")}</Link>
          </Button>
        </div>
      )}
    </Card>
  );
}

const JOIN_INTENT = "berean:join-intent";
const JOIN_INTENT_MS = 24 * 60 * 60 * 1000;

/** The visitor asked to join this group on its invitation (kept a day, in this browser: the confirmation mail may open another tab). */
function rememberJoinIntent(code: string): void {
  try {
    localStorage.setItem(JOIN_INTENT, JSON.stringify({ code: code.toUpperCase(), at: Date.now() }));
  } catch {
    // Storage refused: they press 'Join group' when they come back.
  }
}

/** Whether the visitor asked to join this group within the last day. */
function joinIntended(code: string): boolean {
  try {
    const intent = JSON.parse(localStorage.getItem(JOIN_INTENT) ?? "{}") as { code?: unknown; at?: unknown };
    return intent.code === code.toUpperCase() && typeof intent.at === "number" && Date.now() - intent.at < JOIN_INTENT_MS;
  } catch {
    return false;
  }
}

/** The wish is answered (joined, or told why not): it does not join them again later, nor bring a later sign-in back here. */
function forgetJoinIntent(): void {
  takeRememberedNextPath();
  try {
    localStorage.removeItem(JOIN_INTENT);
  } catch {
    // Nothing kept.
  }
}
