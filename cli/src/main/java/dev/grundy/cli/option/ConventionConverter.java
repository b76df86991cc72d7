package dev.grundy.cli.option;

import dev.grundy.core.Convention;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Reads {@code --convention NAME} by the convention's own word, naming the choices when it is none of them. */
final class ConventionConverter implements ITypeConverter<Convention> {
    @Override
    public Convention convert(String word) {
        Convention convention = Convention.named(word);
        if (convention == null) {
            String choices = Arrays.stream(Convention.values()).map(Convention::word).collect(Collectors.joining(", "));
            throw new TypeConversionException("'" + word + "' is no play convention; choose one of " + choices);
        }
        return convention;
    }
}
