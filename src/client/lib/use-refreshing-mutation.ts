/**
 * A change sent to the server after which, success or not, the reads it may have touched are fetched again:
 * a failure can still have changed something (a place taken meanwhile), so the screen never keeps a guess.
 */
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

export function useRefreshingMutation<TVars, TResult>(
  keys: readonly QueryKey[],
  mutationFn: (vars: TVars) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
