import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@milestone/nest-kit';
import { CalculationRepository, type Page } from './calculation.repository.js';
import { CalculationNotFoundError } from './calculation.errors.js';
import { toSavedCalculationDto } from './calculation.mapper.js';
import { totalsOf } from './calculation-totals.js';
import type { SavedCalculationDto } from './dto/saved-calculation.dto.js';
import type { SuccessDto } from './dto/success.dto.js';

export interface SaveCalculationInput {
  name: string;
  description?: string;
  formData: Record<string, unknown>;
}

/** Saved load calculations are private to the user who saved them, within their company. */
@Injectable()
export class CalculationService {
  constructor(private readonly calculations: CalculationRepository) {}

  /** One page of the caller's calculations, newest first, and how many there are in all. */
  async list(caller: AuthUser, page: Page): Promise<[SavedCalculationDto[], number]> {
    const [calculations, total] = await this.calculations.listOfUser(caller.companyId, caller.id, page);
    return [calculations.map(toSavedCalculationDto), total];
  }

  async save(caller: AuthUser, input: SaveCalculationInput): Promise<SavedCalculationDto> {
    const saved = await this.calculations.insert(caller.companyId, {
      userId: caller.id,
      name: input.name,
      description: input.description ? input.description : null,
      formData: input.formData,
      // Computed here, from what is stored, so the list never recomputes (and never disagrees with the engine).
      ...totalsOf(input.formData),
      totalsComputedAt: new Date(),
    });
    return toSavedCalculationDto(saved);
  }

  async delete(caller: AuthUser, id: number): Promise<SuccessDto> {
    if (!(await this.calculations.deleteOfUser(caller.companyId, caller.id, id))) throw new CalculationNotFoundError();
    return { success: true };
  }
}
