import { Accordion } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { FAQ } from "./landing-content";

/** Five questions, one open at a time; each trigger carries aria-expanded (Radix Accordion, type single). */
export function FaqAccordion() {
  return (
    <Accordion.Root type="single" collapsible className="flex flex-col gap-3">
      {FAQ.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`} className="rounded-xl border border-slate-200 bg-white shadow-sm data-[state=open]:ring-1 data-[state=open]:ring-indigo-200">
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
              {item.question}
              <ChevronDown className="size-5 shrink-0 text-slate-400 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-600">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
