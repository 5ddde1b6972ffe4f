export { countStudyDay } from "./streak-service.ts";
