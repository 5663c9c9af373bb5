package jakarta.validation.constraints;

import java.lang.annotation.*;

/** A stand-in with the shape of Jakarta's: the processor knows it by its simple name only. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER, ElementType.TYPE_USE})
public @interface NotEmpty {
}
