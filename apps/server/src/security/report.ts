// Each security test prints the figure it stands for, in the test run's output.
export function report(lines: string | string[]): void {
  // eslint-disable-next-line no-console -- the figures are the point of these files
  console.log([lines].flat().join('\n'));
}
