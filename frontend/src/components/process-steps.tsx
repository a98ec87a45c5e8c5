// The four steps of a repair, on /repairs and on each phone model's page.
import type { ProcessStep } from '../generated/view';

export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title} className="card">
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
