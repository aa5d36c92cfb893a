import { Construct } from 'constructs';
import { AkamaiId } from './akamai-id';
import { idOf } from './delivery-bindings';

/**
 * The Akamai product a property, its CP code and edge hostname are on: a known product (`ProductRef.ionStandard()`)
 * or any product by id (`ProductRef.fromId('prd_Obj_Delivery')`, with or without `prd_`; the `akamai_property_products`
 * data source lists a contract's products). The ids of the factories are those Property Manager lists for the products.
 */
export class ProductRef {
  /** Ion Standard (`prd_Fresca`). */
  public static ionStandard(): ProductRef {
    return new ProductRef('prd_Fresca');
  }

  /** Ion Premier (`prd_SPM`). */
  public static ionPremier(): ProductRef {
    return new ProductRef('prd_SPM');
  }

  /** Dynamic Site Accelerator (`prd_Site_Accel`). */
  public static dynamicSiteAccelerator(): ProductRef {
    return new ProductRef('prd_Site_Accel');
  }

  /** Web Application Accelerator (`prd_Web_App_Accel`). */
  public static webApplicationAccelerator(): ProductRef {
    return new ProductRef('prd_Web_App_Accel');
  }

  /** Download Delivery (`prd_Download_Delivery`). */
  public static downloadDelivery(): ProductRef {
    return new ProductRef('prd_Download_Delivery');
  }

  /** Adaptive Media Delivery (`prd_Adaptive_Media_Delivery`). */
  public static adaptiveMediaDelivery(): ProductRef {
    return new ProductRef('prd_Adaptive_Media_Delivery');
  }

  /** A product by id, with or without `prd_` (a literal or a token). */
  public static fromId(id: string): ProductRef {
    return new ProductRef(id);
  }

  private constructor(
    /** The product id, as given. */
    public readonly productId: string,
  ) {}

  /** @internal the product id in the forms the resources take, its error reported at the construct's prop */
  public _bind(scope: Construct, prop: string): AkamaiId {
    return idOf(scope, prop, () => AkamaiId.product(this.productId));
  }
}
