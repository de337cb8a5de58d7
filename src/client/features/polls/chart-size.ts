/** A results chart's height: tall enough for every bar to keep its label readable on a phone. */
export const chartHeight = (bars: number) => Math.max(120, bars * 36 + 40);
