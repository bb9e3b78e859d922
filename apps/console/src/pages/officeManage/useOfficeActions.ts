import { useMutation } from '@tanstack/react-query';
import { deleteOffice, moveOffice, saveOffice } from './api';

// Each form or dialog shows its own failures (field errors, what an office still holds): no toasts.

export const useSaveOffice = () => useMutation({ mutationFn: saveOffice, meta: { quiet: true } });

export const useDeleteOffice = () => useMutation({ mutationFn: deleteOffice, meta: { quiet: true } });

export const useMoveOffice = () =>
  useMutation({
    mutationFn: ({ id, parentId }: { id: string; parentId: string }) => moveOffice(id, parentId),
    meta: { quiet: true },
  });
