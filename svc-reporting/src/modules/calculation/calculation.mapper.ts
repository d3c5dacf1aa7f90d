import type { CalculationEntity } from './calculation.entity.js';
import type { SavedCalculationDto } from './dto/saved-calculation.dto.js';

export function toSavedCalculationDto(calculation: CalculationEntity): SavedCalculationDto {
  return {
    id: calculation.id,
    name: calculation.name,
    description: calculation.description,
    formData: calculation.formData,
    netVa: calculation.netVa,
    amperes: calculation.amperes,
    recommendedServiceAmps: calculation.recommendedServiceAmps,
    createdAt: calculation.createdAt.toISOString(),
    updatedAt: calculation.updatedAt.toISOString(),
  };
}
