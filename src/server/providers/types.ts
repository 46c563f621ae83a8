import type {
  Inspection,
  Lookup,
  PlateFines,
  Soap,
  TagDebts,
  TrafficFines,
  Vehicle,
} from "../../domain/report/model";

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

/** Everything the report generator needs; `name` is shown as the source of each section. */
export type VehicleDataProvider = { name: string; isDemo: boolean } & VehicleSource &
  SoapSource &
  InspectionSource &
  TrafficFinesSource &
  TagSource &
  PlateFinesSource;
