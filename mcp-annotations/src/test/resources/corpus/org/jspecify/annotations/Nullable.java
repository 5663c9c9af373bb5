package org.jspecify.annotations;

import java.lang.annotation.*;

/** A stand-in with the shape of JSpecify's: a type-use annotation, known by its simple name. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE_USE)
public @interface Nullable {
}
