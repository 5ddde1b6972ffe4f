/** Events signed as Stripe signs them, the way Stripe's own docs test webhooks (`generateTestHeaderString`). */
import Stripe from "stripe";

export function signAsStripe(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
