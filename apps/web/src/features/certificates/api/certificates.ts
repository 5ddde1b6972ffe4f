import { useQuery } from "@tanstack/react-query";
import type { CertificateVerification, MyRecognition } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** The member's certificates (issued on first ask) and badges. */
export function useMyRecognition() {
  return useQuery({ queryKey: ["me", "recognition"], queryFn: () => api.get<MyRecognition>(apiPaths.myCertificates) });
}

/** A certificate checked by its code (public). */
export function useCertificateCheck(code: string) {
  return useQuery({ queryKey: ["certificate", code], queryFn: () => api.get<CertificateVerification>(apiPaths.certificate(code)), retry: false });
}
