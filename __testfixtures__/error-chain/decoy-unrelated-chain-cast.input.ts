// A build pipeline's own step failures, typed by assertion: no Cloudflare call in sight.
interface StepFailure { step: string; reason: string }

export function summarize(report: any): string {
  return (report.error_chain as StepFailure[]).map((f) => `${f.step}: ${f.reason}`).join('\n');
}

export function firstStep(report: any): string {
  return (<StepFailure[]>report.error_chain)[0].step;
}
