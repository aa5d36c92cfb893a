/**
 * The checks of `CplnVolumeSet` and `VolumeSetRef`, by rule id, with what each refuses: the id is in the construct's
 * error or warning
 * (`... [cpln/volume-set-name]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const VOLUME_SET_RULES = {
  'cpln/volume-set-name': 'a volume set named for a workload is a name of its GVC\'s volume sets, not a link',
  'cpln/volume-set-mount-resources-shared': 'mount resources apply to a shared volume set only (warning)',
} as const;
