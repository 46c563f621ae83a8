// What a lot will cost and how long it will take, shown before the dealer confirms it.

export type LotEstimate = { credits: number; seconds: number };

/**
 * One credit per distinct plate. The time is the provider plan's floor, rounded up to whole windows:
 * the plan lets `limit` calls through every `windowSeconds`, so `reports × callsPerReport` calls need
 * ceil(calls ÷ limit) windows. The last window is counted whole although its calls start at its
 * beginning: an estimate that runs a little long is a promise kept, one that runs short is not. Other
 * people's reports share the plan, so a busy day takes longer than this.
 */
export function estimateLot(plan: {
  reports: number;
  callsPerReport: number;
  limit: number;
  windowSeconds: number;
}): LotEstimate {
  const reports = Math.max(0, Math.floor(plan.reports));
  const calls = reports * Math.max(0, plan.callsPerReport);
  const windows = Math.ceil(calls / Math.max(1, plan.limit));
  return { credits: reports, seconds: windows * Math.max(0, plan.windowSeconds) };
}

/** 'Menos de 1 min', 'Alrededor de 1 min', 'Unos 3 min', 'Alrededor de 1 h 20 min', 'Alrededor de 2 h'. */
export function formatLotDuration(seconds: number): string {
  if (!(seconds >= 60)) return "Menos de 1 min";
  const minutes = Math.round(seconds / 60);
  if (minutes === 1) return "Alrededor de 1 min";
  if (minutes < 60) return `Unos ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `Alrededor de ${hours} h` : `Alrededor de ${hours} h ${rest} min`;
}
