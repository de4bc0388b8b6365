export { type BoardSpec, type DayChanges, SimBoard, type SimJob } from './board.ts';
export { type SimulatedCompany, simulatedCompanies } from './companies.ts';
export {
  type Fault,
  type Simulator,
  type SimulatorOptions,
  startSimulator,
  URL_SETTINGS,
  WIRE_FORMATS,
} from './server.ts';
