import { ArrowLeft, CreditCard, Lock } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { formatCents, type LocalCard, type LocalCheckout } from "@berean/domain";
import { ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { useLocalCheckout, usePayLocalCheckout } from "./api/billing";
import { useT } from "./messages";
import { TestModeFrame } from "./test-mode-frame";

/** Groups a card number in fours as it is typed, as card forms do. */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1234" → "12 / 34" as the expiry is typed. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** /checkout/local/{sessionId}: the local provider's checkout, in place of Stripe Checkout. */
export function LocalCheckoutPage() {
  const t = useT();
  const sessionId = useParams().sessionId ?? "";
  const checkout = useLocalCheckout(sessionId);

  return (
    <TestModeFrame title={t("checkout")}>
      {checkout.isPending ? (
        <div role="status" className="flex justify-center py-16 text-slate-600">
          <Spinner label={t("loadingCheckout")} />
        </div>
      ) : checkout.isError ? (
        <div className="mx-auto max-w-md">
          <ErrorState
            title={isApiError(checkout.error) && checkout.error.status === 404 ? t("checkoutNotFound") : t("checkoutLoadFailed")}
            message={isApiError(checkout.error) && checkout.error.status === 404 ? t("checkoutNotFoundText") : GENERIC_ERROR_MESSAGE}
            onRetry={() => void checkout.refetch()}
            retrying={checkout.isFetching}
          />
          <Link to={paths.member.dashboard} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-indigo-600 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            {t("backToBerean")}
          </Link>
        </div>
      ) : checkout.data.status === "expired" ? (
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t("checkoutExpiredTitle")}</h1>
          <p className="text-slate-600">{t("checkoutExpiredText")}</p>
          <Button asChild>
            <a href={checkout.data.cancelUrl}>{t("returnToBerean")}</a>
          </Button>
        </div>
      ) : checkout.data.status === "complete" ? (
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t("checkoutPaid")}</h1>
          <Button asChild>
            <Link to={paths.member.dashboard}>{t("goToDashboard")}</Link>
          </Button>
        </div>
      ) : (
        <CheckoutForm sessionId={sessionId} checkout={checkout.data} />
      )}
    </TestModeFrame>
  );
}

function CheckoutForm({ sessionId, checkout }: { sessionId: string; checkout: LocalCheckout }) {
  const t = useT();
  const pay = usePayLocalCheckout(sessionId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LocalCard>({ defaultValues: { cardNumber: "", expiry: "", cvc: "", name: "" } });
  const { errors } = form.formState;
  const price = formatCents(checkout.amountCents);
  const busy = pay.isPending || pay.isSuccess;

  const onSubmit = form.handleSubmit((card) => {
    setFormError(null);
    pay.mutate(card, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof LocalCard, { message });
          return;
        }
        setFormError(isApiError(error) && error.status > 0 && error.status < 500 ? error.message : GENERIC_ERROR_MESSAGE);
      },
    });
  });

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="order-heading" className="flex flex-col gap-4">
        <a href={checkout.cancelUrl} className="inline-flex items-center gap-1 self-start text-sm font-semibold text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden />
          {t("cancelAndReturn")}
        </a>
        <h1 id="order-heading" className="text-lg font-medium text-slate-600">
          {checkout.interval ? t("subscribeTo", { description: checkout.description }) : checkout.description}
        </h1>
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-bold tracking-tight text-slate-900">{price}</span>
          {checkout.interval ? <span className="text-slate-500">{t("perMonth")}</span> : null}
        </p>
        <div className="rounded-xl border border-dashed border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">{t("testCards")}</p>
          <ul className="mt-2 flex flex-col gap-1 font-mono text-xs">
            <li>{t("testCardSucceeds", { card: "4242 4242 4242 4242" })}</li>
            <li>{t("testCardDeclined", { card: "4000 0000 0000 0002" })}</li>
          </ul>
          <p className="mt-2 text-xs">{t("testCardHint")}</p>
        </div>
      </section>

      <Card className="p-6">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t("paymentDetails")}>
          <FormField id="checkout-email" label={t("email")}>
            <Input id="checkout-email" value={checkout.email} readOnly disabled />
          </FormField>
          <FormField id="card-number" label={t("cardNumber")} error={errors.cardNumber?.message}>
            <div className="relative">
              <Input
                {...fieldAria("card-number", errors.cardNumber?.message)}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                className="pr-10"
                {...form.register("cardNumber", {
                  required: t("cardNumberRequired"),
                  onChange: (event) => form.setValue("cardNumber", formatCardNumber(event.target.value)),
                })}
              />
              <CreditCard className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
            </div>
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id="card-expiry" label={t("expiry")} error={errors.expiry?.message}>
              <Input
                {...fieldAria("card-expiry", errors.expiry?.message)}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t("expiryPlaceholder")}
                {...form.register("expiry", {
                  required: t("expiryRequired"),
                  onChange: (event) => form.setValue("expiry", formatExpiry(event.target.value)),
                })}
              />
            </FormField>
            <FormField id="card-cvc" label={t("cvc")} error={errors.cvc?.message}>
              <Input
                {...fieldAria("card-cvc", errors.cvc?.message)}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                {...form.register("cvc", { required: t("cvcRequired") })}
              />
            </FormField>
          </div>
          <FormField id="card-name" label={t("nameOnCard")} error={errors.name?.message}>
            <Input {...fieldAria("card-name", errors.name?.message)} autoComplete="cc-name" {...form.register("name", { required: t("nameRequired") })} />
          </FormField>
          {formError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={busy}>
            <Lock aria-hidden />
            {busy ? t("processing") : checkout.interval ? t("subscribeMonthly", { price }) : t("pay", { price })}
          </Button>
        </form>
      </Card>
    </div>
  );
}
