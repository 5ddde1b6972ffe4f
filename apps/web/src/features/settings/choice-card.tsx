import { useId, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";

/**
 * A setting chosen among a few options and saved as soon as it is chosen (the language, the Bible
 * text): a card whose title names a radio group. While a choice saves it shows as chosen and the
 * others wait.
 */
export function ChoiceCard<Value extends string>({
  title,
  description,
  name,
  options,
  chosen,
  saving,
  onChoose,
}: {
  title: string;
  description: string;
  name: string;
  options: ReadonlyArray<{ value: Value; label: ReactNode; lang?: string }>;
  chosen: Value;
  saving: boolean;
  onChoose: (value: Value) => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription id={descriptionId}>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-labelledby={titleId} aria-describedby={descriptionId} aria-busy={saving} className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option.value}
              lang={option.lang}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-900 ring-1 ring-slate-200 hover:bg-slate-50",
                "has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 has-[:disabled]:cursor-default has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={chosen === option.value}
                disabled={saving}
                onChange={() => onChoose(option.value)}
                className="size-4 accent-indigo-600 focus-visible:outline-none"
              />
              {option.label}
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
