import type {
  CrossingsWithoutTag,
  FiscalValuation,
  Inspection,
  Lookup,
  PlateFines,
  Recalls,
  Soap,
  TagDebts,
  TheftCheck,
  TrafficFines,
  Vehicle,
} from "#domain/report/model";

// Every lookup resolves, never rejects, for business outcomes and failures alike: the report generator
// runs them side by side and keeps whatever came back, so one dead source cannot sink a report.

export interface VehicleSource {
  vehicle(plate: string, signal?: AbortSignal): Promise<Lookup<Vehicle>>;
}

export interface SoapSource {
  soap(plate: string, signal?: AbortSignal): Promise<Lookup<Soap>>;
}

export interface InspectionSource {
  inspection(plate: string, signal?: AbortSignal): Promise<Lookup<Inspection>>;
}

export interface TrafficFinesSource {
  trafficFines(plate: string, signal?: AbortSignal): Promise<Lookup<TrafficFines>>;
}

/** TAG (toll) debts belong to a person, so they are looked up by the owner's RUT, not by plate. */
export interface TagSource {
  tagDebts(rut: string, signal?: AbortSignal): Promise<Lookup<TagDebts>>;
}

export interface PlateFinesSource {
  plateFines(plate: string, signal?: AbortSignal): Promise<Lookup<PlateFines>>;
}

/** Unpaid crossings of toll roads without a TAG: they follow the plate, unlike TAG contract debt. */
export interface CrossingsSource {
  crossings(plate: string, signal?: AbortSignal): Promise<Lookup<CrossingsWithoutTag>>;
}

/** Recalls are published per VIN, so they wait for the vehicle's chassis number. */
export interface RecallsSource {
  recalls(vin: string, signal?: AbortSignal): Promise<Lookup<Recalls>>;
}

/** The catalogue is keyed by make, model, year and version: it needs the vehicle record first. */
export interface ValuationSource {
  valuation(vehicle: Vehicle, signal?: AbortSignal): Promise<Lookup<FiscalValuation>>;
}

/** 'Encargo por robo'. No provider we can reach has it yet: both answer 'not configured' (decision 049). */
export interface TheftSource {
  theft(plate: string, signal?: AbortSignal): Promise<Lookup<TheftCheck>>;
}

/** Everything the report generator needs; `name` is shown as the source of each section. */
export type VehicleDataProvider = { name: string; isDemo: boolean } & VehicleSource &
  SoapSource &
  InspectionSource &
  TrafficFinesSource &
  TagSource &
  PlateFinesSource &
  CrossingsSource &
  RecallsSource &
  ValuationSource &
  TheftSource;
