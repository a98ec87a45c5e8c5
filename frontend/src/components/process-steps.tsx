// The four steps of a repair, on /repairs and on each phone model's page.
import type { ProcessStep } from '../generated/view';
import { ItemList, type ItemsMarkup } from './item-list';

/** `markup`: the items' markup, on a server page with no island. */
export function ProcessSteps({ steps, markup }: { steps: ProcessStep[]; markup?: ItemsMarkup }) {
  return <ItemList as="ol" className="steps" items={steps} Items={StepItems} markup={markup} />;
}

function StepItems({ items }: { items: ProcessStep[] }) {
  return items.map((step) => (
    <li key={step.title} className="card">
      <h3>{step.title}</h3>
      <p>{step.text}</p>
    </li>
  ));
}
