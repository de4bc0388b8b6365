export {
  type AdvisingSignupRow,
  advisingSignups,
  monthName,
  type StoredMonthlyUpdate,
  saveMonthlyUpdate,
  storedMonthlyUpdate,
} from './console.ts';
export { contentRoutes } from './routes.ts';
