import { CheckPinSchema, GAME_MESSAGES, JoinGameSchema, NICKNAME_MAX } from "@berean/domain";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useServerText } from "../../i18n";
import { isApiError } from "../../lib/api";
import { useMe } from "../../lib/session";
import { useCheckPin, useJoinGame } from "./api/play";
import { useT } from "./messages";

/** Join refusals that are about the game the PIN names: shown under 'Game PIN'. */
const PIN_CODES = new Set(["NO_SUCH_PIN", "GAME_ENDED", "GAME_FULL"]);

/** What a refusal of the PIN says under 'Game PIN', or undefined when it is not about the PIN. */
function pinRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  // Too many tries from this address: the room's own wording, not the generic one.
  if (error.status === 429) return GAME_MESSAGES.tooManyJoins;
  if (PIN_CODES.has(error.code) || error.status === 404 || error.status === 410) return error.fields.pin ?? error.message;
  return error.fields.pin;
}

interface Errors {
  pin?: string;
  nickname?: string;
  /** Neither field's fault (too many tries, no connection). */
  form?: string;
}

/** A signed-in member's first name, as a nickname they may keep or change. */
function suggestedNickname(fullName: string | undefined): string {
  return (fullName?.trim().split(/\s+/)[0] ?? "").slice(0, NICKNAME_MAX);
}

/**
 * 'Join a game': the PIN first (its shape checked here, then 'Enter' asks the server whether a
 * game is open with it), then the nickname under the game's title. A refusal is shown by the
 * field it is about: a wrong, ended or full game's PIN under 'Game PIN' (at 'Enter', or on join
 * when the game changed meanwhile: the form goes back to it), a nickname taken under 'Nickname'.
 */
export function JoinForm({ initialPin }: { initialPin: string }) {
  const t = useT();
  const [step, setStep] = useState<"pin" | "nickname">("pin");
  const [pin, setPin] = useState(initialPin);
  const me = useMe();
  const [typedNickname, setTypedNickname] = useState<string | null>(null);
  const nickname = typedNickname ?? suggestedNickname(me.data?.fullName);
  const [errors, setErrors] = useState<Errors>({});
  const check = useCheckPin();
  /** The game the PIN opened at 'Enter': its title heads the nickname step. */
  const [gameTitle, setGameTitle] = useState("");
  const join = useJoinGame();
  const pinInput = useRef<HTMLInputElement>(null);
  const nicknameInput = useRef<HTMLInputElement>(null);
  const stepShown = useRef(step);

  // Moving between the steps puts the cursor in the step's field (and a phone's keyboard up).
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    (step === "pin" ? pinInput : nicknameInput).current?.focus();
  }, [step]);

  const enter = (event: FormEvent) => {
    event.preventDefault();
    if (check.isPending) return;
    const parsed = CheckPinSchema.shape.pin.safeParse(pin);
    if (!parsed.success) {
      setErrors({ pin: GAME_MESSAGES.pinFormat });
      pinInput.current?.focus();
      return;
    }
    setErrors({});
    check.mutate(parsed.data, {
      onSuccess: ({ title }) => {
        setGameTitle(title);
        setStep("nickname");
      },
      onError: (error) => {
        const refusal = pinRefusal(error);
        setErrors(refusal ? { pin: refusal } : { form: error.message });
        pinInput.current?.focus();
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = JoinGameSchema.shape.nickname.safeParse(nickname);
    if (!parsed.success) {
      setErrors({ nickname: parsed.error.issues[0]?.message ?? t("chooseNickname") });
      nicknameInput.current?.focus();
      return;
    }
    setErrors({});
    join.mutate(
      { pin, nickname: parsed.data },
      {
        onError: (error) => {
          if (isApiError(error) && (PIN_CODES.has(error.code) || error.fields.pin)) {
            setErrors({ pin: error.fields.pin ?? error.message });
            setStep("pin");
          } else if (isApiError(error) && (error.code === "NICKNAME_TAKEN" || error.fields.nickname)) {
            setErrors({ nickname: error.fields.nickname ?? error.message });
            nicknameInput.current?.focus();
          } else if (isApiError(error) && error.status === 429) {
            setErrors({ form: GAME_MESSAGES.tooManyJoins });
          } else {
            setErrors({ form: error.message });
          }
        },
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("joinHeading")}</h1>
        <p className="mt-2 text-sm text-slate-600">{step === "pin" ? t("pinIntro") : t("nicknameIntro")}</p>
      </div>
      {step === "pin" ? (
        <form onSubmit={enter} noValidate className="flex flex-col gap-4">
          <FormField id="game-pin" label={t("gamePin")} error={errors.pin}>
            <Input
              ref={pinInput}
              {...fieldAria("game-pin", errors.pin)}
              name="pin"
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, "").slice(0, 6))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              // The page's one purpose: the keyboard comes up at once.
              autoFocus
              className="h-14 text-center font-mono text-3xl tracking-[0.3em] sm:text-3xl"
            />
          </FormField>
          <FormAlert message={errors.form} />
          <Button type="submit" size="lg" className="w-full" disabled={check.isPending}>
            {t("enter")}
          </Button>
        </form>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            <div className="min-w-0">
              {gameTitle ? <p className="text-base font-semibold break-words text-slate-900">{gameTitle}</p> : null}
              <p>{t.rich("pinSummary", { pin, code: (chunks) => <span className="font-mono font-semibold text-slate-900">{chunks}</span> })}</p>
            </div>
            <Button
              variant="link"
              onClick={() => {
                setErrors({});
                setStep("pin");
              }}
              disabled={join.isPending}
            >
              {t("changePin")}
            </Button>
          </div>
          <FormField id="game-nickname" label={t("nickname")} error={errors.nickname} hint={t("nicknameHint", { max: NICKNAME_MAX })}>
            <Input
              ref={nicknameInput}
              {...fieldAria("game-nickname", errors.nickname, true)}
              name="nickname"
              value={nickname}
              onChange={(event) => setTypedNickname(event.target.value)}
              autoComplete="off"
              autoCapitalize="words"
              maxLength={NICKNAME_MAX}
              className="h-12 text-lg sm:text-lg"
            />
          </FormField>
          <FormAlert message={errors.form} />
          <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
            {join.isPending ? t("joining") : t("join")}
          </Button>
        </form>
      )}
    </div>
  );
}

/** What went wrong that no one field explains (the network, a full game), read out at once. */
function FormAlert({ message }: { message?: string | null }) {
  const said = useServerText();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {said(message)}
    </p>
  );
}
