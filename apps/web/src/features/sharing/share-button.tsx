import { Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "../../components/ui/button";
import { useT } from "./messages";

/** Hands a link on: copied to the clipboard, or a toast with the link when even that is refused. */
async function copyLink(url: string, t: ReturnType<typeof useT>): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t("linkCopied"));
  } catch {
    // No clipboard (an insecure page, a refusal): the link is shown to copy by hand.
    toast.error(t("copyFailed"), { description: url });
  }
}

/**
 * 'Share' (docs/architecture.md §4 'Sharing'): the device's own share sheet through the Web Share
 * API where the browser has it, else the link copied ('Link copied'). Closing the sheet is not an error.
 */
export function ShareButton({ title, url, label, ...button }: { title: string; url: string; label?: string } & Omit<ButtonProps, "onClick" | "children">) {
  const t = useT();
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Refused (no user gesture left, a policy): the copy still works.
      }
    }
    await copyLink(url, t);
  };
  return (
    <Button {...button} onClick={() => void share()}>
      <Share2 aria-hidden />
      {label ?? t("share")}
    </Button>
  );
}
